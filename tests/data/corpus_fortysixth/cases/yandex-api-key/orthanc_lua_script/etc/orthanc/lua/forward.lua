-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local ACCESS_TOKEN = "AQVN9cfCVEc3LHsa1LQ-rC_i8190HrpewYFkYNM"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
