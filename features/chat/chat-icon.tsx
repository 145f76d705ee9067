/** The chat's icon (a speech balloon): the header's entry draws it before and after the chat's chunk loads. */
import { LineIcon } from '#ui/icon';

export function ChatIcon() {
  return (
    <LineIcon>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </LineIcon>
  );
}
