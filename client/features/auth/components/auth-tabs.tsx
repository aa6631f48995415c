import { useSearch } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** Login, or Register when the link asks for it (`?tab=register`: 'Create Screenplay' for a newcomer). */
function AuthTabs() {
  const tab = new URLSearchParams(useSearch()).get("tab") === "register" ? "register" : "login";
  return (
    <Tabs defaultValue={tab} className="w-full">
      <TabsList className="grid grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="mt-6">
        <LoginForm />
      </TabsContent>
      <TabsContent value="register" className="mt-6">
        <RegisterForm />
      </TabsContent>
    </Tabs>
  );
}

export { AuthTabs };
