with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("EMAIL_URL", "smtp://svc_orders:77Z1GZdTkk435Gr3V@smtp.svc.cobaltpeak.ca:587/ledger");
   Ada.Text_IO.Put_Line ("environment ready for checkout-sync");
end Setup_Env;
