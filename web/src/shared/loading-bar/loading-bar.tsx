import { css } from '@emotion/react';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: 4 px, #008ed2, shown only for navigations longer than 200 ms, filling over 2000 ms. */
export const LOADING_BAR = { height: 4, colour: '#008ed2', throttleMs: 200, durationMs: 2000 } as const;

const barStyles = (progress: number, visible: boolean) => css`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 1100;
  height: ${LOADING_BAR.height}px;
  width: 100%;
  background: ${LOADING_BAR.colour};
  transform-origin: left;
  transform: scaleX(${progress});
  opacity: ${visible ? 1 : 0};
  transition:
    transform ${progress === 0 ? 0 : progress >= 1 ? 200 : LOADING_BAR.durationMs}ms ease-out,
    opacity 300ms ease ${visible ? 0 : 200}ms;
  pointer-events: none;
`;

/** The top loading bar during route changes. */
export function LoadingBar(): React.JSX.Element {
  const router = useRouter();
  const [state, setState] = useState({ progress: 0, visible: false });
  const throttle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const start = () => {
      clearTimeout(throttle.current);
      throttle.current = setTimeout(() => {
        setState({ progress: 0, visible: true });
        requestAnimationFrame(() => setState({ progress: 0.9, visible: true }));
      }, LOADING_BAR.throttleMs);
    };
    const done = () => {
      clearTimeout(throttle.current);
      setState((s) => (s.visible ? { progress: 1, visible: false } : s));
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clearTimeout(throttle.current);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  return <div css={barStyles(state.progress, state.visible)} role="presentation" data-testid="LoadingBar-bar" />;
}
