// The 개인정보 처리방침 (issue 25), generated from what the code stores: the data inventory next to
// the schema, the configured third parties (the tutor's model provider, the mail server) and the
// person responsible, an admin setting.
import { selectEnabledOidcProviders } from '../db/queries/oidc.js';
import { createHash } from 'node:crypto';
import { CONSENT_ITEM_LABELS } from '@dodam/contracts';
import { privacyOfficerSchema, type PrivacyNotice, type PrivacyOfficer, type ThirdParty } from '@dodam/contracts/privacy';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DATA_INVENTORY } from '../db/inventory.js';
import type { Actor } from './admin-deps.js';
import { loadSiteSetting, saveSiteSetting } from './school-settings.js';

const OFFICER_KEY = 'privacy_officer';

export async function loadPrivacyOfficer(db: Db): Promise<PrivacyOfficer | null> {
  return loadSiteSetting(db, OFFICER_KEY, privacyOfficerSchema);
}

export async function savePrivacyOfficer(db: Db, actor: Actor, officer: PrivacyOfficer): Promise<PrivacyOfficer> {
  await saveSiteSetting(db, actor, OFFICER_KEY, officer, 'privacy.settings');
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

/**
 * What sign-up asks, from the same inventory (ADR 025): the required item lists what the account
 * itself holds; the optional item exists only while a model is configured.
 */
function consentSummary(config: Config): PrivacyNotice['consent'] {
  const account = DATA_INVENTORY.users!;
  const optional: PrivacyNotice['consent']['optional'] = [];
  if (config.TUTOR_PROVIDER === 'openai') {
    optional.push({
      item: 'ai_model',
      label: CONSENT_ITEM_LABELS.ai_model,
      description: `AI 튜터가 더 자세히 답하도록, 내가 쓴 질문·코드·실행 결과를 외부 AI 모델(${hostOf(config.TUTOR_OPENAI_BASE_URL)})에 보냅니다. 이름·아이디·이메일·학번은 보내지 않습니다. 동의하지 않아도 기본 튜터로 모든 학습을 할 수 있고, 내 정보 > 개인정보에서 언제든 바꿀 수 있습니다.`,
    });
  }
  return {
    required: {
      label: CONSENT_ITEM_LABELS.privacy,
      items: ['이름', '아이디', '이메일', '비밀번호(해시로만 저장)', '태어난 해', '학년·반·번호(선택)', '학습 기록(진도, 코드 실행, 제출, 튜터 대화)', '접속 기록(로그인 시각, IP 주소)'],
      purpose: `${account.purpose}, 학습 진도와 평가를 기록하고 선생님이 학습을 도울 수 있도록`,
      retention: account.retention,
    },
    optional,
  };
}

export async function privacyNotice(db: Db, config: Config): Promise<PrivacyNotice> {
  const content = {
    consent: consentSummary(config),
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
  // The version a consent names (issue 25): a short hash of the notice as it reads now.
  return { ...content, version: createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12) };
}
