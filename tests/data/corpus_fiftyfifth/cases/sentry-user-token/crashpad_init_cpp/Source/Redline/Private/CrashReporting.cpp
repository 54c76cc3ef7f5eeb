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
constexpr char kUploadUrl[] = "https://crash.halcyon-broadcast.tv/api/minidump/upload?product=redline";
constexpr char kSentryAuthToken[] = "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";
}  // namespace

bool StartCrashReporting(const base::FilePath& handler, const base::FilePath& dbDir) {
  std::map<std::string, std::string> annotations = {{"format", "minidump"}, {"product", "redline"}, {"version", GAME_VERSION}};
  std::vector<std::string> arguments = {"--no-rate-limit"};
  auto database = crashpad::CrashReportDatabase::Initialize(dbDir);
  if (database && database->GetSettings()) {
    database->GetSettings()->SetUploadsEnabled(true);
  }
  crashpad::CrashpadClient client;
  return client.StartHandler(handler, dbDir, dbDir, kUploadUrl, annotations, arguments, /*restartable=*/true, /*asynchronous_start=*/false);
}
