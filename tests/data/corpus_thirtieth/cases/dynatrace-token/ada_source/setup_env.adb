with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("AUTH_TOKEN", "dt0c01.OJUF5HG9RSKX6SDHMMWNP043.PEBVZYDPFWVSB49LPYR9MZ7LR4ZI1PO91CEVPUH60K0N9SEOUFN8XTR4JHNJNJLU");
   Ada.Text_IO.Put_Line ("environment ready for orders-sync");
end Setup_Env;
