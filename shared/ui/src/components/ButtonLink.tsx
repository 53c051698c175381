import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonLook } from './Button.tsx';

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A link to another page that looks like the product's button (Deposit, Sign in, the way on from a notice). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
