-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local ORIGIN_CA_KEY = "v1.0-28e021ed850e3b2c8bec569b-f2e41aa285972beb9c332a5bc96950da86200bd2486a6b02b4d2e3448e6659fafc3fa9055c88bb1f20782a5fe7e4c9d4e07f25d62d1c17d3829158846d8ffdf3bae3cca0b342bf9bb5"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.cobaltpeak-labs.ca/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
