-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local RENDER_SERVICE_ID = "srv-sa8olsxuc6p5wj4xwwki"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.tidewater-imaging.com/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
