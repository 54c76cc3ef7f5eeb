#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://svc.cobaltpeak.ca/v1";
NSString *const KWBuildCommit = @"7f3c80183915fa20baab30b575e2e27038688280";
NSString *const KWTwilioApiSecret = @"7ZyikQqcTubCKNMQtSzUDZ34pd3obGMg";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
