with AWS.Client;
with AWS.Headers;
with AWS.Response;
with Ada.Text_IO;

procedure Smoke_Test is
   Hdrs   : AWS.Headers.List;
   Result : AWS.Response.Data;
begin
   AWS.Headers.Add (Hdrs, "Authorization", "Bearer ASG8ASQgNGI2OTA0ZDUtOTMxNC00ZWViLTk3ZWUtYjE2ZmVkYmUwYWVk153VtNM7qn+Y3S+mORk54vZifmZbykKJBFhQpO34U7w=");
   Result := AWS.Client.Get (URL => "https://orders.larkspur.dev/v1/events", Headers => Hdrs);
   Ada.Text_IO.Put_Line (AWS.Response.Message_Body (Result));
end Smoke_Test;
