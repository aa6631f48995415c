import type * as React from "react";
import { useSearch } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/**
 * The other ways in, under each form (the app passes the wallet buttons), given the caption
 * that leads them. The auth feature does not know them: features never import one another.
 */
export type OtherSignIn = (caption: string) => React.ReactNode;

/** Login, or Register when the link asks for it (`?tab=register`: 'Create Screenplay' for a newcomer). */
function AuthTabs({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const tab = new URLSearchParams(useSearch()).get("tab") === "register" ? "register" : "login";
  return (
    <Tabs defaultValue={tab} className="w-full">
      <TabsList className="grid grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="mt-6">
        <LoginForm otherSignIn={otherSignIn} />
      </TabsContent>
      <TabsContent value="register" className="mt-6">
        <RegisterForm otherSignIn={otherSignIn} />
      </TabsContent>
    </Tabs>
  );
}

export { AuthTabs };
