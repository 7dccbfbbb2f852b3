// The 개인정보 처리방침 (issue 25), generated from what the code stores: the data inventory next to
// the schema, the configured third parties (the tutor's model provider, the mail server) and the
// person responsible, an admin setting.
import { selectEnabledOidcProviders } from '../db/queries/oidc.js';
import { privacyOfficerSchema, type PrivacyNotice, type PrivacyOfficer, type ThirdParty } from '@dodam/contracts/privacy';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DATA_INVENTORY } from '../db/inventory.js';
import { siteSettings } from '../db/schema.js';
import { recordAudit, type Actor } from './admin-deps.js';

const OFFICER_KEY = 'privacy_officer';

export async function loadPrivacyOfficer(db: Db): Promise<PrivacyOfficer | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, OFFICER_KEY));
  const parsed = privacyOfficerSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function savePrivacyOfficer(db: Db, actor: Actor, officer: PrivacyOfficer): Promise<PrivacyOfficer> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ key: OFFICER_KEY, value: officer, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: officer, updatedAt: now, updatedBy: actor.id } });
    await recordAudit(tx, actor, 'privacy.settings', { type: 'setting', id: OFFICER_KEY });
  });
  return officer;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Who receives data, from the configuration actually running (no secret is named). */
export function thirdParties(config: Config): ThirdParty[] {
  const out: ThirdParty[] = [];
  if (config.TUTOR_PROVIDER === 'openai') {
    out.push({
      name: `AI 모델 제공자 (${hostOf(config.TUTOR_OPENAI_BASE_URL)})`,
      purpose: 'AI 튜터 답변 생성 (처리 위탁)',
      items: '학생이 쓴 질문, 코드, 실행 결과와 오류, 학습 중인 문제. 이름·아이디·이메일·학번 등 학생을 알아볼 수 있는 정보는 보내지 않습니다.',
      detail: `모델: ${config.TUTOR_OPENAI_MODEL}`,
    });
  }
  if (config.SMTP_URL) {
    out.push({ name: `이메일 발송 서버 (${hostOf(config.SMTP_URL.replace(/\/\/[^@/]*@/, '//'))})`, purpose: '알림 이메일 발송 (처리 위탁)', items: '받는 사람 이메일 주소, 알림 내용', detail: null });
  }
  return out;
}

/** School sign-in providers in use (ADR 018): they receive the sign-in, Dodam receives an identifier from them. */
async function signInProviders(db: Db): Promise<ThirdParty[]> {
  const providers = await selectEnabledOidcProviders(db);
  return providers.map((p) => ({
    name: `학교 계정 로그인 (${p.displayName}, ${hostOf(p.issuer)})`,
    purpose: '학교 계정으로 로그인할 때 본인 확인',
    items: '제공자는 학생이 도담에 로그인한다는 사실을 알게 되고, 도담은 제공자가 정한 사용자 식별값과 (알려 주는 경우) 학교 계정 이메일·이름을 받습니다. 학습 기록은 보내지 않습니다.',
    detail: `발급자: ${p.issuer}`,
  }));
}

export async function privacyNotice(db: Db, config: Config): Promise<PrivacyNotice> {
  return {
    service_name: '도담',
    officer: await loadPrivacyOfficer(db),
    third_parties: [...thirdParties(config), ...(await signInProviders(db))],
    tables: Object.entries(DATA_INVENTORY).map(([name, t]) => ({
      name,
      title: t.title,
      purpose: t.purpose,
      retention: t.retention,
      personal: t.personal,
      columns: Object.entries(t.columns).map(([column, description]) => ({ name: column, description })),
    })),
  };
}
