// The live topics of the sportsbook, as the contract names them.
export {
  SPORTS_LIVE_TOPIC as LIVE_TOPIC,
  sportsEventTopic as eventTopic,
  sportsLeagueTopic as leagueTopic,
} from '@app/contract/sports-odds';
