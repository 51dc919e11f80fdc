/**
 * A step of the checkout (delivery, an address, payment, the partner's hand-off), named once: by
 * its heading. The section is not also a region named by the heading, and a step that opens with
 * its choice (the delivery or payment methods) makes the heading that group's legend rather than
 * repeating it in a hidden one: a screen reader then reads the step's name once, whether it reads
 * the page through, jumps by heading or tabs into the choices.
 */
export function CheckoutStep({
  title,
  testId,
  choices,
  children,
}: {
  title: string;
  testId: string;
  /** The step's own choice (radio buttons), grouped under the heading. */
  choices?: React.ReactNode;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <section className="step" data-testid={testId}>
      {choices ? (
        <fieldset className="choices">
          <legend>
            <h2>{title}</h2>
          </legend>
          {choices}
        </fieldset>
      ) : (
        <h2>{title}</h2>
      )}
      {children}
    </section>
  );
}
