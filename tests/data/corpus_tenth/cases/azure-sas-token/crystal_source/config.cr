require "http/client"
require "json"

module Reports
  VERSION = "3.14.7"
  EXPORT_URL = "https://nwexports.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-10-08T19:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=vault:v1:sAS6jFGTVhK0dKZSfU1bLuQ49NT8ZJ2qsLzjKK1sQghkl7KI1Fml4UKnKkgVwYk5YkzUQIQqA1vIDxRXKVilfK7TJdDqNw=="
end
