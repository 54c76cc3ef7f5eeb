-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local X_API_KEY = "PMAK-b5a41ffa38492fff52de0f7f-1429759d2386b071eb6cf2ccf472f9c654"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.tidewater-imaging.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
