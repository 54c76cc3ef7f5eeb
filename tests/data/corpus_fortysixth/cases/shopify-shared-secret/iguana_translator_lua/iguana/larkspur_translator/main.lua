-- The main function is the first function called from Iguana.
-- The Data argument will contain the message to be processed.
-- Channel: ORU_to_Larkspur_API (LLP listener -> Translator)

local SHOPIFY_CLIENT_ID = 'd6f3b940cf954527333ef7160dafb031'
local SHOPIFY_API_SECRET = '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'

function main(Data)
   local Msg, Name = hl7.parse{vmd='lab.vmd', data=Data}
   if Name ~= 'ORU' then
      return
   end
   local Body = json.serialize{data={
      mrn = Msg.PID[3][1][1]:nodeValue(),
      order = Msg.ORC[2][1]:nodeValue(),
      code = Msg.OBR[4][1]:nodeValue()
   }}
   local Result, Code = net.http.post{url='https://api.larkspur-clinic.com/v1/results', headers={['Content-Type']='application/json'}, body=Body, live=true}
   if Code ~= 200 then
      iguana.logError('results API returned '..Code)
   end
end
