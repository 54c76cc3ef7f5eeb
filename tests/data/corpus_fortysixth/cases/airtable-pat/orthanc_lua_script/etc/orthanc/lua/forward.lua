-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local AIRTABLE_API_KEY = "patg6amfdFSFiecHW.6a236e026e57d7de189f0a57906a3428911617f459ead68fc8c7115ac64920ba"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
