// The tutor box's words for a question that could not reach the server (issue 26): the network off
// and the server down are told apart, and the question is kept in both cases.
import { MSG } from '@dodam/contracts';
import { browserOffline } from '@/lib/api/client';

/** Shown when a question cannot reach the tutor because the network is off (issue 26). */
export const TUTOR_OFFLINE = '튜터는 인터넷 연결이 있어야 답할 수 있어요. 질문은 보관했다가 연결되면 바로 보낼게요.';
/** The network is fine but the server does not answer: the API client's sentence for that case, then what happens to the question. */
export const TUTOR_SERVER_DOWN = `${MSG.serverDown} 질문은 보관했다가 서버가 다시 응답하면 바로 보낼게요.`;

/** The tutor box's words for a question that could not reach the server, by the cause. */
export function tutorUnreachableMessage(offline: boolean = browserOffline()): string {
  return offline ? TUTOR_OFFLINE : TUTOR_SERVER_DOWN;
}
