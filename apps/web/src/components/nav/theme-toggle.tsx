import Button from 'react-bootstrap/Button';
import { useTheme } from '@/lib/theme';
import { MoonIcon, SunIcon } from '@/components/ui/icons';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? '밝은 테마로 전환' : '어두운 테마로 전환';
  return (
    <Button variant="outline-secondary" size="sm" className={className} onClick={toggle} aria-label={label} title={label}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
