// claim_photo_uploader.dart - the policyholder app's damage-photo upload after a first notice of loss (Flutter, package:http)
import 'dart:convert';
import 'dart:io';

import 'package:http/http.dart' as http;

const slackOauthRefresh = 'xoxa-2-48552735855-434945247339-7807639147920-c0497c97c03f56c15bf845cd4dd32658e83cf5657db6f9ab2c707e1022656404';

const _uploadUrl = 'https://claims.tennant-brooke-law.com/api/v1/fnol/photos';

class ClaimPhotoUploader {
  Future<int> upload(String claimNumber, File photo) async {
    final req = http.MultipartRequest('POST', Uri.parse(_uploadUrl))
      ..fields['claimNumber'] = claimNumber
      ..files.add(await http.MultipartFile.fromPath('photo', photo.path));
    final res = await req.send();
    await http.post(
      Uri.parse('https://integrations.tennant-brooke-law.com/api/v1/claims/photo-events'),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({'claimNumber': claimNumber, 'status': res.statusCode}),
    );
    return res.statusCode;
  }
}
