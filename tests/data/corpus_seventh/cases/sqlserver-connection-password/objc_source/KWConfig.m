#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://billing.fernhill.com/v1";
NSString *const KWBuildCommit = @"4576e3033adb1c6498a9a45fb7087924466cadd9";
NSString *const KWDbConnection = @"jdbc:sqlserver://sql01.internal:1433;databaseName=inventory;user=deploy;password=lKD2ObSSyK=eWP+d;encrypt=true";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end