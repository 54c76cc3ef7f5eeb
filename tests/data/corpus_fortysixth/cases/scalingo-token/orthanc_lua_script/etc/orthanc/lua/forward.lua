-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local SCALINGO_API_TOKEN = "tk-us-HuN3wXxHhQa2Wa9CJ3PpQnPa_zFnxyEmL35s0MHKkt58RyS2"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.fernhill-capital.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
