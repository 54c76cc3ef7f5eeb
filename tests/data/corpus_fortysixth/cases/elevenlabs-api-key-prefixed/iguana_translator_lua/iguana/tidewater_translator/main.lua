-- The main function is the first function called from Iguana.
-- The Data argument will contain the message to be processed.
-- Channel: ORU_to_Tidewater_API (LLP listener -> Translator)

local ELEVENLABS_VOICE_ID = '21m00Tcm4TlvDq8ikWAM'

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
   local Result, Code = net.http.post{url='https://api.tidewater-imaging.com/v1/results', headers={['Content-Type']='application/json'}, body=Body, live=true}
   if Code ~= 200 then
      iguana.logError('results API returned '..Code)
   end
end
