-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local ASSEMBLYAI_TRANSCRIPT_ID = "19a15d13-679b-4e51-92cc-53e64565d444"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
