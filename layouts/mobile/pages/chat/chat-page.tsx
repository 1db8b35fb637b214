// /chat?toUid&avatar&nickName: one conversation. History pages upward (scrolling to the top or
// the button there), new messages keep the view at the bottom, text and images are sent with
// sending / sent / failed (tap to retry) states, and my messages show 已读 / 未读.
import { useAnchoredScroll } from '@src/lib/use-anchored-scroll';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useChat, useChatTarget, type ChatItem, CHAT_MESSAGE_MAX_CHARS } from '@src/features/messages';
import { href } from '@src/routes/href';
import { Avatar } from '../../components/avatar/avatar';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import './chat.css';

export default function ChatPage() {
  const t = useMt();
  // A manual payment opens the service chat with its order (params, msgParams): sent once.
  const { toUid, nickName, avatar, opening, refresh } = useChatTarget(useLocation().search);
  const chat = useChat(toUid, opening, refresh);
  const [text, setText] = useState('');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  useAnchoredScroll(scrollRef, chat.items);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void chat.send(text);
    setText('');
  };

  return (
    <Page
      nav={{
        title: nickName,
        right: toUid ? (
          <Link className="m-link-reset m-chat-set" to={href('ChatSet', {}, { toUid, nickName, avatar })} data-testid="chat-settings">
            {t('chat.settings')}
          </Link>
        ) : null,
      }}
    >
      <div
        className="m-chat-scroll"
        ref={scrollRef}
        data-testid="chat-scroll"
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < 40) chat.loadOlder();
        }}
      >
        {chat.status === 'ready' && (
          <div className="m-chat-older">
            {chat.hasMore ? (
              <button type="button" className="m-chat-older-btn" data-testid="chat-older" onClick={chat.loadOlder}>
                {t('chat.loadOlder')}
              </button>
            ) : (
              <span>{chat.items.length ? t('chat.noOlder') : t('chat.empty')}</span>
            )}
          </div>
        )}
        {chat.status === 'error' && (
          <div className="m-chat-older">
            <button type="button" className="m-chat-older-btn" onClick={chat.reload}>
              {t('chat.loadFailed')}
            </button>
          </div>
        )}
        {chat.items.map((m) => (
          <Bubble key={m.key} item={m} mine={m.fromUid === chat.myUid} avatar={avatar} onRetry={chat.retry} />
        ))}
      </div>
      <form className="m-chat-bar" onSubmit={submit}>
        <button type="button" className="m-chat-img-btn" data-testid="chat-image" aria-label={t('chat.image')} onClick={() => fileRef.current?.click()}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="9" cy="10" r="1.8" fill="currentColor" />
            <path d="m4 18 5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (f) void chat.sendImage(f);
          }}
        />
        <input
          className="m-chat-input"
          data-testid="chat-input"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={t('chat.placeholder')}
          enterKeyHint="send"
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" className="m-chat-send" data-testid="chat-send" disabled={!text.trim()}>
          {t('chat.send')}
        </button>
      </form>
    </Page>
  );
}

function Bubble({ item, mine, avatar, onRetry }: { item: ChatItem; mine: boolean; avatar: string; onRetry: (key: string) => void }) {
  const t = useMt();
  const body = item.contentType === 1 ? <img className="m-chat-img" src={item.content} alt={t('chat.image')} /> : <span className="m-chat-text">{item.content}</span>;
  return (
    <div className={`m-chat-row${mine ? ' is-mine' : ''}`} data-testid="chat-message" data-status={item.status} data-mine={mine ? 'true' : 'false'}>
      {!mine && <Avatar src={avatar} size={2.25} clickDisabled />}
      <div className="m-chat-bubble">{body}</div>
      {mine && (
        <span className="m-chat-state" data-testid="chat-state">
          {item.status === 'sending' && t('chat.sending')}
          {item.status === 'failed' && (
            <button type="button" className="m-chat-retry" data-testid="chat-retry" onClick={() => onRetry(item.key)}>
              {t('chat.failed')}
            </button>
          )}
          {item.status === 'sent' && (item.read ? t('chat.read') : t('chat.unread'))}
        </span>
      )}
    </div>
  );
}
