-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local TWILIO_ACCOUNT_SID = "ACa9961b2cc048c7945d18aaeb051f2049"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.tidewater-imaging.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
