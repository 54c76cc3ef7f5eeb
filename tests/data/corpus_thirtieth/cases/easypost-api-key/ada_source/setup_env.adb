with Ada.Environment_Variables;
with Ada.Text_IO;

procedure Setup_Env is
   package Env renames Ada.Environment_Variables;
begin
   Env.Set ("EASYPOST_API_KEY", "EZTKv2Tdz48oFi2U6Z8rgQNoT7JY70Naayz8aHzyglWiN7XiWVZAg6tXAU");
   Ada.Text_IO.Put_Line ("environment ready for webhooks-sync");
end Setup_Env;
