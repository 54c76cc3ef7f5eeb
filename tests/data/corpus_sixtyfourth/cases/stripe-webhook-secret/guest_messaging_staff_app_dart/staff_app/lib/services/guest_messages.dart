// guest_messages.dart - housekeeping and concierge staff app (Flutter): sends a message to a guest's room thread
import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;

const endpointSecret = 'whsec_NSDpzq7bqHGmf17A0POpNC8Qo1ukixrO';

Future<int> sendToRoom(String room, String text) async {
  final res = await http.post(
    Uri.parse('https://integrations.alderbay-suites.com/api/v1/guest-messaging/threads'),
    headers: {
      'Content-Type': 'application/json',
    },
    body: jsonEncode({'room': room, 'text': text, 'from': Platform.localHostname}),
  );
  return res.statusCode;
}
