// latch_keys.dart - resident app: shows the doors a resident can open and requests guest keys through the
// property's access service (which talks to the Latch partner API)
import 'dart:convert';

import 'package:http/http.dart' as http;

const slackRefreshToken = 'xoxr-21829185597-7635998597529-DsMaXYX8WlrdXcfCIfynWrqy4fZKPI3tyzLaSlwF';

const _accessApi = 'https://access.halloway-construction.com/api/v1';

class LatchKeys {
  Future<List<dynamic>> doors(String residentId) async {
    final res = await http.get(Uri.parse('$_accessApi/residents/$residentId/doors'));
    return jsonDecode(res.body) as List<dynamic>;
  }

  Future<int> guestKey(String residentId, String email, DateTime start, DateTime end) async {
    final res = await http.post(
      Uri.parse('https://api.halloway-construction.com/api/v1/access/guest-keys'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'resident': residentId, 'guest': email, 'start': start.toIso8601String(), 'end': end.toIso8601String()}),
    );
    return res.statusCode;
  }
}
