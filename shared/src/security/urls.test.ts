import { describe, expect, it } from 'vitest';
import { allowedFrameUrl, parseSafeHttpUrl } from './urls';

const allowed = ['https://cs.example.com/chat', 'http://localhost:3010/cs/chat.html'];

describe('URL checks before framing', () => {
  it('allows https and localhost http on an allowed origin', () => {
    expect(allowedFrameUrl('https://cs.example.com/other?x=1', allowed)?.href).toBe(
      'https://cs.example.com/other?x=1',
    );
    expect(allowedFrameUrl('http://localhost:3010/cs/ticket.html', allowed)).not.toBeNull();
  });

  it('refuses javascript:, data:, foreign origins, http elsewhere and credentials', () => {
    expect(allowedFrameUrl('javascript:alert(1)', allowed)).toBeNull();
    expect(allowedFrameUrl('data:text/html,<script>alert(1)</script>', allowed)).toBeNull();
    expect(allowedFrameUrl('https://evil.example.net/chat', allowed)).toBeNull();
    expect(allowedFrameUrl('http://cs.example.com/chat', allowed)).toBeNull();
    expect(allowedFrameUrl('https://user:pw@cs.example.com/chat', allowed)).toBeNull();
    expect(allowedFrameUrl('', allowed)).toBeNull();
    expect(parseSafeHttpUrl('http://127.0.0.1:9/x')).not.toBeNull();
  });
});
