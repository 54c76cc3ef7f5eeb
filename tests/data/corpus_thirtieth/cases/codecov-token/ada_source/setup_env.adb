with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("CODECOV_UPLOAD_TOKEN", "592e24d5-6408-4c3f-9c79-b4b6897c4d1c");
   Ada.Text_IO.Put_Line ("environment ready for reports-sync");
end Setup_Env;
