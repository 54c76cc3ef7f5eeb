-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local SENDGRID_TEMPLATE_ID = "d-8f12c5545107894a668b87bb7c020951"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.tidewater-imaging.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
