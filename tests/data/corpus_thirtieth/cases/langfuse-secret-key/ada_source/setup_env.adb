with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("LANGFUSE_PUBLIC_KEY", "pk-lf-6f6e8c44-e59d-40dd-8153-27a1fa211075");
   Env.Set ("LANGFUSE_SECRET_KEY", "sk-lf-c3f959c2-ab66-496b-9dcb-7fb3707560e3");
   Ada.Text_IO.Put_Line ("environment ready for reports-sync");
end Setup_Env;
