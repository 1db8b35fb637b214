// /chat on TV: the conversation readable by remote (Up and Down scroll the messages in 300 px
// steps; Up at the top asks for older messages), a few quick replies, and an input that the
// platform keyboard opens on OK (OK again, or the keyboard's Enter, sends it).
import { useAnchoredScroll } from '@src/lib/use-anchored-scroll';
import { memo, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { TEXT_SCROLL_STEP, textPaneStep } from '@focus/text-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useChat, useChatTarget, type ChatItem, type ChatOpening, CHAT_MESSAGE_MAX_CHARS } from '@src/features/messages';
import { useT, type MessageKey } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import './chat.css';

const QUICK_REPLIES: readonly MessageKey[] = ['chat.quick1', 'chat.quick2', 'chat.quick3', 'chat.quick4'];

function Bubble({ item, mine, onRetry }: { item: ChatItem; mine: boolean; onRetry: (key: string) => void }) {
  const t = useT();
  return (
    <div className={`tv-chat-row${mine ? ' is-mine' : ''}`} data-testid="chat-message" data-status={item.status} data-mine={mine ? 'true' : 'false'}>
      <div className="tv-chat-bubble">{item.contentType === 1 ? <img className="tv-chat-img" src={item.content} alt={t('chat.image')} /> : item.content}</div>
      {mine ? (
        <div className="tv-chat-state">
          {item.status === 'sending' ? t('chat.sending') : null}
          {item.status === 'failed' ? <FocusButton id={`retry-${item.key}`} label={t('chat.failed')} onPress={() => onRetry(item.key)} className="tv-chat-retry" /> : null}
          {item.status === 'sent' ? (item.read ? t('chat.read') : t('chat.unread')) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The message pane: a focus item whose Up and Down scroll it. */
function MessagePane({ chat }: { chat: ReturnType<typeof useChat> }) {
  const t = useT();
  const { loadOlder, hasMore } = chat;
  const { ref, itemProps } = useFocusItem<HTMLDivElement>(
    {
      focusKey: 'chat/pane',
      onArrow: useCallback(
        (direction: string) => {
          const el = ref.current;
          if (!el) return true;
          const next = textPaneStep(el.scrollTop, direction, el.scrollHeight, el.clientHeight, TEXT_SCROLL_STEP);
          if (next === null) {
            if (direction === 'up' && hasMore) {
              loadOlder();
              return false;
            }
            return true;
          }
          el.scrollTop = next;
          return false;
        },
        // ref is stable
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [hasMore, loadOlder],
      ),
    },
    'tv-chat-pane',
  );
  useAnchoredScroll(ref, chat.items);
  return (
    <div ref={ref} {...itemProps} data-testid="chat-scroll">
      <div className="tv-chat-older">{chat.status === 'error' ? t('chat.loadFailed') : chat.hasMore ? t('chat.loadOlder') : chat.items.length ? t('chat.noOlder') : t('chat.empty')}</div>
      {chat.items.map((m) => (
        <Bubble key={m.key} item={m} mine={m.fromUid === chat.myUid} onRetry={chat.retry} />
      ))}
    </div>
  );
}

const ChatInput = memo(function ChatInput({ value, onChange, onSend, placeholder }: { value: string; onChange: (v: string) => void; onSend: () => void; placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  // OK puts the caret in the input (the platform keyboard opens); OK again sends.
  const onEnter = useCallback(() => {
    if (document.activeElement === input.current && value.trim()) onSend();
    else input.current?.focus();
  }, [value, onSend]);
  const { ref, itemProps } = useFocusItem({ focusKey: 'chat/input', onEnter }, 'tv-field tv-chat-field');
  return (
    <div ref={ref} {...itemProps}>
      <input
        ref={input}
        className="tv-field-input"
        data-testid="chat-input"
        value={value}
        placeholder={placeholder}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="send"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});

function Conversation({ toUid, nickName, opening, refresh }: { toUid: number; nickName: string; opening: ChatOpening | null; refresh: string }) {
  const t = useT();
  const chat = useChat(toUid, opening, refresh);
  const [text, setText] = useState('');
  usePageReady(true);
  const { send } = chat;
  const sendText = useCallback(() => {
    if (!text.trim()) return;
    void send(text);
    setText('');
  }, [send, text]);
  return (
    // Arrival lands on the input (OK there opens the platform keyboard), not on the messages.
    <FocusSection focusKey="chat" className="tv-chat" preferredChildFocusKey="chat/compose">
      <div className="tv-page-title">{nickName}</div>
      <FocusSection focusKey="chat/messages" className="tv-chat-messages">
        <MessagePane chat={chat} />
      </FocusSection>
      <FocusSection focusKey="chat/quick" className="tv-chat-quick">
        {QUICK_REPLIES.map((k) => (
          <FocusButton key={k} id={k} label={t(k)} onPress={() => void send(t(k))} testId="chat-quick" />
        ))}
      </FocusSection>
      <FocusSection focusKey="chat/compose" className="tv-chat-compose" preferredChildFocusKey="chat/input">
        <ChatInput value={text} onChange={setText} onSend={sendText} placeholder={t('chat.placeholder')} />
        <FocusButton focusKey="chat/send" label={t('chat.send')} onPress={sendText} testId="chat-send" />
      </FocusSection>
    </FocusSection>
  );
}

export default function ChatPage() {
  const t = useT();
  const { search } = useLocation();
  const { toUid, nickName, opening, refresh } = useChatTarget(search);
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.chat')} />;
  return <Conversation key={`${uid}:${toUid}`} toUid={toUid} nickName={nickName} opening={opening} refresh={refresh} />;
}
