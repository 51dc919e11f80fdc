import { frameStyles } from './auth-form-frame.styles';

type Props = { title: string; intro?: string; children: React.ReactNode };

/** The frame of an auth page: a narrow, centred column (mobile first) with the heading and intro. */
export function AuthFormFrame({ title, intro, children }: Props): React.JSX.Element {
  return (
    <section css={frameStyles}>
      <h1>{title}</h1>
      {intro ? <p className="intro">{intro}</p> : null}
      {children}
    </section>
  );
}
