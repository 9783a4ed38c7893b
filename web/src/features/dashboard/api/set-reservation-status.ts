/* GraphQL */ `
  mutation SetReservationStatus($id: Int!, $status: ReservationStatus!) {
    setReservationStatus(id: $id, status: $status) {
      id
      title
      userId
      userName
      travellers
      departureDate
      returnDate
      price
      status
      createdAt
      updatedAt
    }
  }
`;

export { useSetReservationStatusMutation } from '../../../gql/hooks';
