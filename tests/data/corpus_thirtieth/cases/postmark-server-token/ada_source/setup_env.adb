with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("POSTMARK_API_TOKEN", "289881a2-d10c-4bd3-879f-72573c15687e");
   Ada.Text_IO.Put_Line ("environment ready for webhooks-sync");
end Setup_Env;
