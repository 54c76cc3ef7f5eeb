-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local NPM_TOKEN = "25bfe3e6-cb55-43c9-b970-89a8aa53e650"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
