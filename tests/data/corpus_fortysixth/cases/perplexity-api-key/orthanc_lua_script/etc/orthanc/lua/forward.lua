-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local PPLX_API_KEY = "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"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.quillon-bank.net/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
