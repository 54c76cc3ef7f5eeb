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
constexpr char kUploadUrl[] = "https://crash.gravelroad-games.com/api/minidump/upload?product=nightfall";
constexpr char kPdApiKey[] = "zR_N8k_13S4YOjLea8nb";
}  // namespace

bool StartCrashReporting(const base::FilePath& handler, const base::FilePath& dbDir) {
  std::map<std::string, std::string> annotations = {{"format", "minidump"}, {"product", "nightfall"}, {"version", GAME_VERSION}};
  std::vector<std::string> arguments = {"--no-rate-limit"};
  auto database = crashpad::CrashReportDatabase::Initialize(dbDir);
  if (database && database->GetSettings()) {
    database->GetSettings()->SetUploadsEnabled(true);
  }
  crashpad::CrashpadClient client;
  return client.StartHandler(handler, dbDir, dbDir, kUploadUrl, annotations, arguments, /*restartable=*/true, /*asynchronous_start=*/false);
}
