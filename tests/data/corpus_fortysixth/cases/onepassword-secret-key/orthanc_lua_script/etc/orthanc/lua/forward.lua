-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local SECRET_KEY = "A3-CLVDG9-1M4VC8-78X3I-2FY6L-Y0D6D-VRGL1"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
