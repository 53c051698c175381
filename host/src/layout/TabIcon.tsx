const PATHS: Record<string, string> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  casino:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm8 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-4-3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  sports:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3 3 2.2-1.1 3.5h-3.8L9 7.2zm-6.3 4.2 2.2.7 1.2 3.7-1.5 2.1-2.2-.1a8 8 0 0 1 .3-6.4zm12.6 0a8 8 0 0 1 .3 6.4l-2.2.1-1.5-2.1 1.2-3.7z',
  bonus: 'M4 10h16v11H4zm-1-4h18v4H3zm9 0v15M12 6s-1.5-4-4-4a2 2 0 0 0 0 4zm0 0s1.5-4 4-4a2 2 0 0 1 0 4z',
  profile: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9a8 8 0 0 1 16 0z',
};

export function TabIcon({ name }: { name: string }) {
  return (
    <svg className="tabbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[name] ?? ''} />
    </svg>
  );
}
