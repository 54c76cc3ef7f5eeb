// CrashReporting.cpp - start the Crashpad handler at boot; minidumps go to the studio's crash collector
#include "CrashReporting.h"

#include <map>
#include <string>
#include <vector>

#include <curl/curl.h>
#include "client/crash_report_database.h"
#include "client/crashpad_client.h"
#include "client/settings.h"

namespace {
constexpr char kUploadUrl[] = "https://crash.northlight-post.com/api/minidump/upload?product=skyreach";
constexpr char kJiraUser[] = "ci-bot@larkspur.dev";
constexpr char kJiraApiKeyToken[] = "0TDtkvlfBB07Y720GxyzkmmC";
}  // namespace

bool StartCrashReporting(const base::FilePath& handler, const base::FilePath& dbDir) {
  std::map<std::string, std::string> annotations = {{"format", "minidump"}, {"product", "skyreach"}, {"version", GAME_VERSION}};
  std::vector<std::string> arguments = {"--no-rate-limit"};
  auto database = crashpad::CrashReportDatabase::Initialize(dbDir);
  if (database && database->GetSettings()) {
    database->GetSettings()->SetUploadsEnabled(true);
  }
  crashpad::CrashpadClient client;
  return client.StartHandler(handler, dbDir, dbDir, kUploadUrl, annotations, arguments, /*restartable=*/true, /*asynchronous_start=*/false);
}
