with AWS.Client;
with AWS.Headers;
with AWS.Response;
with Ada.Text_IO;

procedure Smoke_Test is
   Hdrs   : AWS.Headers.List;
   Result : AWS.Response.Data;
begin
   AWS.Headers.Add (Hdrs, "Ocp-Apim-Subscription-Key", "362534f5482588227a64170178837d14");
   Result := AWS.Client.Get (URL => "https://edge.palisade.io/v1/webhooks/replay", Headers => Hdrs);
   Ada.Text_IO.Put_Line (AWS.Response.Message_Body (Result));
end Smoke_Test;
