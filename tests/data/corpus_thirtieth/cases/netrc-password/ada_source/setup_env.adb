with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("NETRC", "machine api.heroku.com login ci-bot password mr7c3HkQlQwBFTjZ9G1thtHJ");
   Ada.Text_IO.Put_Line ("environment ready for reports-sync");
end Setup_Env;
