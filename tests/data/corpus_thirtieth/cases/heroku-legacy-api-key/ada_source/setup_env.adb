with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("HEROKU_API_TOKEN", "a1203b1b-86f9-482d-9c74-75d2c4bb9211");
   Ada.Text_IO.Put_Line ("environment ready for reports-sync");
end Setup_Env;
