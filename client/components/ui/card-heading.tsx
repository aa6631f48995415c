import type * as React from "react";
import { CardDescription, CardHeader, CardTitle } from "./card";

/**
 * The heading a form card opens with: its title, a line saying what it is for, then anything
 * that acts on the whole card (such as the AI button) under them.
 */
function CardHeading({
  title,
  description,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
    </CardHeader>
  );
}

export { CardHeading };
