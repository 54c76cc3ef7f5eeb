// latch_keys.dart - resident app: shows the doors a resident can open and requests guest keys through the
// property's access service (which talks to the Latch partner API)
import 'dart:convert';

import 'package:http/http.dart' as http;

const opServiceAccountToken = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImcyaVFadkdlNVdaal9lTy1OTlBSX20ifSwiZW1haWwiOiIzMGExODZ3eXUzYzl6QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiMjUwMmVhZjI4ODRjOGQ0NjkzZGU2MTY5ZWY0YjU1ZDJmNjE3ZTI3YzE4ZGFhZDA2N2IyNmQ2ZWNkYzZhMzJhNCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiQll2QlRzakdTbGE5eWY5bFVyR0pxd1JlbGpfXy1SQklwa3FYZUpQd3hKYSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtUUpTTUhHLTdFQ1FWVi02MlI4Qy1VVUJHSC00QkJBSC1GQ1ZEQSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI2NGY0MGMyNDA1NmM3MWM3ZGMxNzAzOGM5ZmRmYzUzMDVjZDg3MDFhM2QzZTQzMDMxZTEwZWJlYmE4MGQyODdmIiwidXVpZCI6IjhSR0o3MzA1TDBXS1M3SzA0VzNKWFJTRTdQIn0sImRldmljZVV1aWQiOiJ3dXFnZGF6cThlMjhzeXEydTlranpiNWN4aCJ9';

const _accessApi = 'https://access.meridian-facilities.com/api/v1';

class LatchKeys {
  Future<List<dynamic>> doors(String residentId) async {
    final res = await http.get(Uri.parse('$_accessApi/residents/$residentId/doors'));
    return jsonDecode(res.body) as List<dynamic>;
  }

  Future<int> guestKey(String residentId, String email, DateTime start, DateTime end) async {
    final res = await http.post(
      Uri.parse('https://gateway.meridian-facilities.com/api/v1/access/guest-keys'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'resident': residentId, 'guest': email, 'start': start.toIso8601String(), 'end': end.toIso8601String()}),
    );
    return res.statusCode;
  }
}
